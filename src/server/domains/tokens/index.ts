// What the rest of the server may use of API tokens: proving who calls with one (the caller plugin, given it by
// app.ts).
export { authenticateToken } from './service';
