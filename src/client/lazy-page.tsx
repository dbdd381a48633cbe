import { type ComponentType, Suspense, use, useState } from 'react';

export interface LazyPage<Module> {
  /**
   * The page module's path under src/client without its extension: the key
   * under which the build manifest lists the module's chunks.
   */
  chunk: string;
  /** Imports the page module; every later call returns the same promise. */
  load: () => Promise<Module>;
  /** Whether the module is loaded, so the page can render at once. */
  loaded: () => boolean;
  /** The page itself, rendered synchronously once its module is loaded. */
  component: ComponentType;
}

const never = new Promise<never>(() => {});

function PageLoading() {
  return (
    <p className="px-4 py-20 text-center text-muted" role="status">
      Loading…
    </p>
  );
}

/**
 * A page whose code is its own chunk. The server and the browser load the
 * chunk before they render the page (render-page.tsx, entry.tsx and the
 * router's navigation), so the page renders without a Suspense boundary:
 * React would otherwise stream a large boundary's content after its fallback,
 * which a reader without JavaScript never sees. Only a client navigation that
 * did not wait for the chunk (back and forward to a page not yet visited)
 * shows a fallback while it loads.
 */
export function lazyPage<Module>(
  chunk: string,
  importModule: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyPage<Module> {
  let Loaded: ComponentType | undefined;
  let pending: Promise<Module> | undefined;
  let pendingOrReload: Promise<unknown> | undefined;

  function load(): Promise<Module> {
    pending ??= importModule().then(
      (module) => {
        Loaded = pick(module);
        return module;
      },
      (error: unknown) => {
        // A failed download (a new deployment, the network) may be retried.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when the route table loads
  function Deferred() {
    if (!Loaded) {
      // The address already shows this page: the server can render it instead.
      pendingOrReload ??= load().catch(() => {
        window.location.reload();
        return never;
      });
      use(pendingOrReload);
    }
    const Component = Loaded!;
    return <Component />;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when the route table loads
  function Page() {
    // Decided once per mount, so the tree keeps its shape when the chunk arrives.
    const [ready] = useState(() => Loaded !== undefined);
    if (!ready) {
      return (
        <Suspense fallback={<PageLoading />}>
          <Deferred />
        </Suspense>
      );
    }
    const Component = Loaded!;
    return <Component />;
  }
  Page.displayName = `LazyPage(${chunk})`;

  return { chunk, load, loaded: () => Loaded !== undefined, component: Page };
}
