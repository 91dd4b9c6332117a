export { getPathname, usePathname, useRouter } from './locale-navigation';
export { Link } from './link';
