import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';

const startApp = () => void import('./start.tsx');

// The server paints the catalogue pages (entry-server.tsx): the browser shows them first, and only then
// fetches and runs the app's code (start.tsx), which takes the painted page over. Other pages are empty
// until the app renders them, so it starts at once.
if (document.getElementById('page-data')) afterFirstContentfulPaint(startApp);
else startApp();

function afterFirstContentfulPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  // A tab opened in the background paints nothing until shown: do not wait for it forever.
  setTimeout(once, 1500);
  try {
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(once));
  }
}
