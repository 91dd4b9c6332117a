import localFont from 'next/font/local';

// Shipped with the app from @fontsource-variable/inter: no font download at build time.
// Only the upright file: Inter's italic is a slanted upright, which the browser synthesizes
// for the few italics in markdown, and a second preloaded 52 kB file delayed every page's LCP.
export const interFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-inter',
  display: 'swap',
});
