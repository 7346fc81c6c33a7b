import { ErrorPage } from '../../components/ErrorPage';

/** Catch-all route: the 404 page inside the default layout. */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
