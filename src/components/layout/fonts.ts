import localFont from 'next/font/local';

// Shipped with the app from @fontsource-variable/inter: no font download at build time.
export const interFont = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2', style: 'italic' },
  ],
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
});
