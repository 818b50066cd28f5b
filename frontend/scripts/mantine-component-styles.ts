import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Each Mantine component's stylesheet travels with the code that uses the component, instead of Mantine's one
 * 230 kB stylesheet on every page (issue 14: 214 KiB of it unused on the home page).
 *
 * Mantine builds each component's class names into `<Component>.module.mjs` and ships its CSS as
 * `styles/<Component>.layer.css` (one for one, same name). Adding that CSS import to the class-name module lets
 * Vite put the CSS in whichever chunk holds the component, loaded with it. The `@layer mantine` variants keep
 * the site's own CSS modules on top whatever order the chunks' stylesheets arrive in, as it was when the whole
 * stylesheet came first. The three global sheets (baseline, variables, global) are imported by the app itself
 * (src/app/provider.tsx).
 *
 * The dev server pre-bundles Mantine, where no transform reaches: there the whole stylesheet is loaded instead.
 */
const CLASS_NAME_MODULE = /[\\/]node_modules[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/](?:.*[\\/])?(\w+)\.module\.mjs$/;

/** The stylesheet that goes with a Mantine class-name module, or null for any other module. */
export function stylesheetFor(id: string): string | null {
  const match = CLASS_NAME_MODULE.exec(id.split('?')[0] ?? '');
  if (!match) return null;
  const [, pkg, component] = match;
  // @mantine/notifications has one stylesheet for its one component.
  return pkg === 'core' ? `@mantine/core/styles/${component}.layer.css` : `@mantine/${pkg}/styles.layer.css`;
}

export function mantineComponentStyles(): Plugin {
  let mainModule = '';
  let serving = false;
  return {
    name: 'certus:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
      mainModule = path.resolve(config.root, 'src/main.tsx');
    },
    transform(code, id) {
      if (serving) {
        if (path.resolve(id.split('?')[0] ?? '') !== mainModule) return null;
        return { code: `import '@mantine/core/styles.layer.css';\nimport '@mantine/notifications/styles.layer.css';\n${code}`, map: null };
      }
      const sheet = stylesheetFor(id);
      if (!sheet) return null;
      // After the module's "use client" directive, which must stay first to mean anything.
      const directive = /^\s*(['"])use client\1;?\s*/.exec(code)?.[0] ?? '';
      return { code: `${directive}import '${sheet}';\n${code.slice(directive.length)}`, map: null };
    },
  };
}
