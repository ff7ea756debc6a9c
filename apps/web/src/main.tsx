// Mantine's base styles; each component's own CSS comes with the chunk that uses it (build/mantine-styles.ts), and
// the theme's CSS variables are written by MantineProvider (see providers.tsx), not downloaded.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './lib/i18n';

// The build adds each component's CSS to its chunk; the dev server cannot, so it loads all of Mantine's.
if (import.meta.env.DEV) await import('./app/mantine-styles.dev');

initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
