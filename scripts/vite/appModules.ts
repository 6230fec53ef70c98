import type { Plugin, Rolldown } from 'vite';
import { appModulesMetaName } from '../../src/public-site/routing/hydrationData.ts';

const applicationSource = /\/src\/application\.ts$/;

/** A chunk's file and the files of the chunks it imports statically, the chunk first. */
function withStaticImports(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return [];
  seen.add(fileName);
  return [fileName, ...chunk.imports.flatMap((imported) => withStaticImports(bundle, imported, seen))];
}

/**
 * The public site's boot script (src/boot.ts) imports the application by the address written here:
 * `<meta name="app-modules">` lists src/application.ts's chunk, then src/main.tsx's, and the chunks they
 * import, so the boot script can preload them together. The build fails if the boot script imports any chunk: the server inlines
 * it into every page (server/http/site/bootScript.ts), which a chunk import would break.
 */
export function appModules(): Plugin {
  return {
    name: 'app-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
        const application = chunks.find((chunk) => chunk.isEntry && applicationSource.test(chunk.facadeModuleId ?? ''));
        if (!application) throw new Error('app-modules: no entry chunk for src/application.ts');
        const boot = context.chunk;
        if (boot && (boot.imports.length || boot.dynamicImports.length)) {
          throw new Error(`app-modules: the boot script must import no chunk (it imports ${[...boot.imports, ...boot.dynamicImports].join(', ')})`);
        }
        // The entry, then what it loads at once (src/main.tsx), each with its static imports.
        const seen = new Set<string>();
        const files = [application.fileName, ...application.dynamicImports]
          .flatMap((fileName) => withStaticImports(bundle, fileName, seen))
          .map((file) => `/${file}`);
        return html.replace('</head>', `  <meta name="${appModulesMetaName}" content="${files.join(' ')}" />\n  </head>`);
      },
    },
  };
}
