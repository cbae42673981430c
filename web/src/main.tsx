import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const start = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The build prerenders the page shell into #root (web/vite-plugins/prerender.ts). Let the
// browser paint it first, then render over it: the same boxes in the same places.
if (container.querySelector('[data-prerendered]')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
