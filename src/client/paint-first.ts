// The page's first script (decision 044): it starts the app once the page has painted. The page the server drew is
// on screen before the app's code is compiled and run; a kiosk's slow CPU would otherwise run the app first and
// paint after. The entry and its imports are fetched then: the page preloads none of them, as their requests cost
// the first paint too (vite.config.ts).
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset.entry!;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import(/* @vite-ignore */ entry);
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200); // a hidden tab paints no frame
