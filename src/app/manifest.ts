import type { MetadataRoute } from 'next';
import messages from '../../messages/en-CA.json';

// The shop's name and brand colour for home screens and tabs; the icons are app/icon.svg and app/apple-icon.png.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: messages.index.siteName,
    short_name: messages.index.siteName,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#db3844',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
