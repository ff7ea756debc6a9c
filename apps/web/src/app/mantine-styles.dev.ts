// Development only (main.tsx imports this file when import.meta.env.DEV): all of Mantine's CSS. The build gives each
// chunk the CSS of the components it uses instead (build/mantine-styles.ts), which the dev server cannot do.
import '@mantine/core/styles.layer.css';
import '@mantine/charts/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import 'mantine-datatable/styles.layer.css';
