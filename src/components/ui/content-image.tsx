import Image, { type ImageProps } from 'next/image';

/**
 * An image whose address staff typed (landing banners, post covers): files we serve go through
 * the image optimizer; a full URL to another site is shown as it is, since the optimizer only
 * fetches from our own origin.
 */
export function ContentImage({ src, alt, ...props }: Omit<ImageProps, 'src' | 'unoptimized'> & { src: string }) {
  return <Image src={src} alt={alt} unoptimized={!src.startsWith('/')} {...props} />;
}
