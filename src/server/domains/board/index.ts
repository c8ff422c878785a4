// What other parts of the server may use of the operations board: ending its live streams when the app closes.
export { endBoards } from './live';
