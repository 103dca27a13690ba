import { counted } from '../../lib/i18n/counted';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../../domain/common/bounds';
import { PROJECT_STATUSES } from '../../../domain/project/status';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { SelectField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { usePermissions } from '../../lib/permissions';
import { PROJECT_LIST_PAGE_SIZE, projectKeys, readProjectPage } from './api';
import { ProjectCard } from './project-card';
import { ExportProjectsButton } from './export-button';
import { useLingui } from './i18n';
import { statusText } from './project-texts';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

/** The name of the project just deleted, which the project's page passes in the history state. */
function deletedName(state: unknown): string | undefined {
  return state &&
    typeof state === 'object' &&
    'deleted' in state &&
    typeof state.deleted === 'string'
    ? state.deleted
    : undefined;
}

/** /projects: every job, filtered by status and searched (the header search's index), page by page. */
export function ProjectsListPage() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const deleted = deletedName(location.state);
  const status = PROJECT_STATUSES.find((s) => s === params.get('status'));
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const can = usePermissions();

  const list = useInfiniteQuery({
    queryKey: projectKeys.list({ status, q, limit: PROJECT_LIST_PAGE_SIZE }),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      readProjectPage({ status, q, limit: PROJECT_LIST_PAGE_SIZE, cursor: pageParam || undefined }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  const update = (next: { status?: string | undefined; q?: string | undefined }) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: search.trim() });
  };

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      <PageHeader
        title={i18n._(SCREEN_HEADINGS.projects.title)}
        description={i18n._(SCREEN_HEADINGS.projects.description)}
        actions={<ExportProjectsButton />}
      />
      {deleted && (
        <Callout tone="success" role="status" className="mb-4">
          {i18n._('Project “{name}” deleted.', { name: deleted })}
        </Callout>
      )}
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
        <form role="search" onSubmit={onSearch} className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={i18n._('Search by name, customer, address, phone, email or notes')}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={MAX_SEARCH_LENGTH}
            />
          </div>
          <button type="submit" className={buttonStyles.secondary}>
            {i18n._('Search')}
          </button>
        </form>
        <SelectField
          label={i18n._('Status')}
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value })}
        >
          <option value="">{i18n._('All statuses')}</option>
          {PROJECT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusText(s)}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isPending ? (
        <LoadingState label={i18n._('Loading projects…')} />
      ) : list.isError ? (
        <ErrorState
          title={i18n._('Could not load projects')}
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={q || status ? i18n._('No projects match') : i18n._('No projects yet')}>
          {q || status ? (
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => {
                setSearch('');
                setParams({}, { replace: true });
              }}
            >
              {i18n._('Clear the filters')}
            </button>
          ) : can.editProjects ? (
            <Link to="/projects/new" className="font-semibold text-brand-700 underline">
              {i18n._('Create your first project')}
            </Link>
          ) : (
            i18n._('Jobs the office adds show up here.')
          )}
        </EmptyState>
      ) : (
        <>
          <h2 className="sr-only">{i18n._('Results')}</h2>
          <ul aria-label={i18n._('Projects')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
          <div className="mt-6 flex justify-center">
            {list.hasNextPage ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? i18n._('Loading…') : i18n._('Load more')}
              </button>
            ) : (
              <p className="text-sm text-slate-600">
                {i18n._(
                  '{count, select, one {{n} project shown — that is all.} other {{n} projects shown — that is all.}}',
                  counted(items.length),
                )}
              </p>
            )}
          </div>
        </>
      )}
      {can.editProjects && (
        <div className="mt-6">
          <Link to="/projects/new" className={buttonStyles.primary}>
            {i18n._('New Project')}
          </Link>
        </div>
      )}
    </>
  );
}
