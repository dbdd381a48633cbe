import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { BOOT_GLOBAL, type BootData } from './boot-data';
import { Document } from './document';

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;
const queryClient = createQueryClient();
hydrate(queryClient, boot.queryState);

hydrateRoot(
  document,
  <StrictMode>
    <Document assets={boot.assets}>
      <App queryClient={queryClient} runtime={boot.runtime} />
    </Document>
  </StrictMode>,
  {
    onRecoverableError(error) {
      console.error('Hydration error', error);
    },
  },
);
