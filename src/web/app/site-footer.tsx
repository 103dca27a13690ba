import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Ridgeline. All rights reserved.</p>
        <nav aria-label="Footer">
          <ul className="flex gap-4">
            <li>
              <Link className="underline-offset-4 hover:underline" to="/terms">
                Terms
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" to="/privacy">
                Privacy
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" to="/contact">
                Contact
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:underline" to="/settings">
                Settings
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
