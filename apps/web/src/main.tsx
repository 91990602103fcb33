import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './i18n/i18n';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker only where browsers allow it: over HTTPS or on localhost (spec section 9).
const isLocalhost = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
if ('serviceWorker' in navigator && (window.location.protocol === 'https:' || isLocalhost)) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error) => console.warn('Service worker not registered', error));
  });
}
