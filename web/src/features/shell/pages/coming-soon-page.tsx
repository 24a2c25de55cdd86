import { Link } from 'react-router-dom';
import { usePageHandle } from '../../../lib/page-handle';

/** Pages a later issue builds: say so clearly instead of showing a blank screen. */
export function Component() {
  const name = usePageHandle()?.title ?? 'This page';
  return (
    <div className="app-page">
      <h1>{name}</h1>
      <div className="card coming-soon">
        <p>
          <strong>Coming soon.</strong> We are still building this part of Hostel App; it will appear here in an upcoming release.
        </p>
        <p>
          <Link to="/app">Back to the dashboard</Link>
        </p>
      </div>
    </div>
  );
}
