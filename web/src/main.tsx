// The base stylesheet first, so that component stylesheets imported below come after it in the cascade.
import './ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createAppState } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const state = createAppState();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders {...state}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
