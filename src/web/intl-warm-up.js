// Runs twice, from one file (decision 0038). In the page (an async script in the head, so before the app's
// code has arrived) it starts itself again as a worker; in the worker it makes one date, number and
// collation formatter and ends. A page's first Intl formatter sets up ICU's data for its language and zone
// (40 to 60 ms on a fast machine, 100 to 250 ms on a 4 × slower CPU), and that set-up is kept for the
// whole renderer process: made here, off the main thread, the app's own first formatters cost a few
// milliseconds instead of a long task in its first render. Nothing depends on it having run.
if (typeof document === 'undefined') {
  const now = new Date();
  new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }).format(now);
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(now);
  new Intl.NumberFormat().format(1234.5);
  new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare('a', 'b');
  close();
} else {
  try {
    new Worker(document.currentScript.src);
  } catch {
    // No workers here (or a policy refuses them): the app makes its formatters itself, as it always can.
  }
}
