import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';

// The server paints the catalogue pages (entry-server.tsx): the browser shows them first, and only then
// evaluates the app's code (start.tsx), which takes the painted page over. The code is already on its way
// (index.html preloads it, vite.config.ts), so nothing waits for a download.
requestAnimationFrame(() => setTimeout(() => void import('./start.tsx')));
