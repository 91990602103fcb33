import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Path segments of a module id, whatever the separator. */
const under = (...segments: string[]) => new RegExp(segments.join('[\\\\/]'));
const MUI = (names: string) => under('node_modules', '@mui', 'material', 'esm', `(${names})`, '');

/**
 * The login page and the shell are loaded on demand (app.tsx). Left to itself, the bundler
 * splits what they load beyond the entry by the set of pages importing each module: some twenty
 * small chunks, which compress worse than a few (about 6 KB gzipped more for the login page,
 * performance.md). These two groups gather them; every other page loads them anyway.
 */
const FIRST_SCREEN_CHUNKS = [
  {
    // The login form: its fields and frame (other forms and public pages load it too).
    name: 'login',
    test: [
      MUI(
        'InputBase|OutlinedInput|TextareaAutosize|InputLabel|FormControl|FormLabel|FormHelperText|InputAdornment|Container',
      ),
      under('node_modules', '@mui', 'system', 'esm', 'Container', ''),
      under(
        'src',
        'features',
        'auth',
        '(components[\\\\/]auth-(card|form)|api|use-checked-form|redirect)',
      ),
      under('src', 'components', '(password-input|outlined-field|public-layout)\\.'),
      under('icons-material', 'esm', 'Visibility'),
    ],
  },
  {
    // What the login page and the shell both show: the app bar, its controls, the heading.
    name: 'frame',
    test: [
      MUI(
        'Button|ButtonGroup|ButtonBase|IconButton|Link|AppBar|Toolbar|Typography|SvgIcon|Paper|CircularProgress|Stack',
      ),
      under(
        'src',
        'components',
        '(page-heading|theme-toggle|language-toggle|skip-link|cookie-banner|lazy-tooltip|lazy-alert|use-action)\\.',
      ),
      under('src', 'lib', 'forms\\.'),
      under('react-i18next', 'dist', 'es', '(useTranslation|utils|context)\\.'),
      // What those import and import them back (a chunk apart, one would run before the other).
      under('node_modules', '@mui', 'system', 'esm', '(Stack|createBox|styled|useThemeProps)', ''),
      MUI('Box|useLazyRipple'),
      under('node_modules', '@mui', 'material', 'esm', 'utils', '(createSvgIcon|useId)\\.'),
      under('react-transition-group', 'esm', '(TransitionGroup|utils[\\\\/]ChildMapping)\\.'),
      under('use-sync-external-store', ''),
      under('@babel', 'runtime', 'helpers', 'esm', 'assertThisInitialized'),
      under('icons-material', 'esm', '(LightMode|DarkMode)\\.'),
    ],
  },
].map(({ name, test }) => ({
  name,
  test: (id: string) => test.some((pattern) => pattern.test(id)),
}));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A grouped module's own imports stay where the bundler puts them.
          includeDependenciesRecursively: false,
          groups: FIRST_SCREEN_CHUNKS,
        },
      },
    },
  },
  server: {
    proxy: { '/int': 'http://localhost:3000' },
  },
});
