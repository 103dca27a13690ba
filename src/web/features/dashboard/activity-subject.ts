import type { ActivityEntry } from '../../../domain/activity/activity';
import { activitySubject } from '../../../domain/activity/activity';
import type { ActivityDetail } from '../../../domain/activity/activity-detail';
import { formatIsoDate, formatUsdCents } from '../../../domain/format/format';
import { dateRangeText, whenText } from '../../../domain/schedule/event-text';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { counted } from '../../lib/i18n/counted';
import { eventName } from '../../lib/event-kind-label';
import { roleLabel } from '../../lib/role-label';
import { i18n } from './i18n';

// What an activity entry says after its lead, in the reader's language: written from the parts
// the log keeps (activity-detail.ts), each sentence here reading in English exactly as the
// domain's activityDetailEnglish writes it. Entries from before the log kept parts read as the
// server wrote them.

type Detail<T extends ActivityDetail['t']> = Extract<ActivityDetail, { t: T }>;

const crewText = (d: Detail<'crew'>) =>
  ({
    added: i18n._('{crew} added', { crew: d.crew }),
    archived: i18n._('{crew} archived', { crew: d.crew }),
    'brought back': i18n._('{crew} brought back', { crew: d.crew }),
    changed: i18n._('{crew} changed', { crew: d.crew }),
  })[d.change];

function roleText(d: Detail<'role'>): string {
  const role = roleLabel(d.role);
  if (d.name === null) {
    return d.word === 'as' ? i18n._('as {role}', { role }) : i18n._('to {role}', { role });
  }
  return d.word === 'as'
    ? i18n._('{name} as {role}', { name: d.name, role })
    : i18n._('{name} to {role}', { name: d.name, role });
}

const settingsPart = (part: Detail<'settings'>['parts'][number]): string =>
  ({
    'company profile': i18n._('company profile'),
    'default labor rate': i18n._('default labor rate'),
    'proposal terms': i18n._('proposal terms'),
    'proposal validity': i18n._('proposal validity'),
    'company language': i18n._('company language'),
    logo: i18n._('logo'),
    'removed the logo': i18n._('removed the logo'),
    'time zone and working days': i18n._('time zone and working days'),
    'estimators see job profit': i18n._('estimators see job profit'),
    'estimators do not see job profit': i18n._('estimators do not see job profit'),
    'commission plan removed': i18n._('commission plan removed'),
  })[part];

function pipelineText({ list, change, name }: Detail<'pipeline'>): string {
  if (list === 'stage') {
    return {
      added: i18n._('pipeline stage {name} added', { name }),
      renamed: i18n._('pipeline stage renamed to {name}', { name }),
      removed: i18n._('pipeline stage {name} removed', { name }),
      reordered: i18n._('pipeline stages reordered'),
    }[change];
  }
  return {
    added: i18n._('lead source {name} added', { name }),
    renamed: i18n._('lead source renamed to {name}', { name }),
    removed: i18n._('lead source {name} removed', { name }),
    reordered: i18n._('lead sources reordered'),
  }[change];
}

const materialText = ({ change, name }: Detail<'material'>) =>
  ({
    added: i18n._('added {name}', { name }),
    archived: i18n._('archived {name}', { name }),
    restored: i18n._('restored {name}', { name }),
    changed: i18n._('changed {name}', { name }),
  })[change];

function invoicesText(d: Detail<'invoices'>): string {
  const numbers = d.numbers.join(', ');
  const what =
    d.cents === undefined
      ? numbers
      : i18n._('{numbers} ({amount})', { numbers, amount: formatUsdCents(Math.abs(d.cents)) });
  return d.project === null ? what : i18n._('{what} for {project}', { what, project: d.project });
}

function detailText(d: ActivityDetail): string {
  const language = currentLanguage();
  switch (d.t) {
    case 'invoices':
      return invoicesText(d);
    case 'photos':
      return i18n._('{project} ({count, select, one {{n} photo} other {{n} photos}})', {
        project: d.project,
        ...counted(d.count),
      });
    case 'event': {
      const name = eventName(d.event);
      const when = whenText(d.event, d.event.zone, language);
      const said = i18n._('{name} ({when}) for {project}', { name, when, project: d.project });
      return d.email === undefined ? said : `${said} (${d.email})`;
    }
    case 'rained-out':
      return i18n._('{date} rained out: {project} production {from} now {to}', {
        date: formatIsoDate(d.date, language),
        project: d.project,
        from: dateRangeText(d.from, language),
        to: dateRangeText(d.to, language),
      });
    case 'rain-undone':
      return i18n._('{project} production back to {when}', {
        project: d.project,
        when: dateRangeText(d.back, language),
      });
    case 'crew':
      return crewText(d);
    case 'role':
      return roleText(d);
    case 'settings':
      return d.parts.map(settingsPart).join(', ') || i18n._('no change');
    case 'commission':
      return i18n._('commission plan of {name} set', { name: d.name });
    case 'day-rate':
      return i18n._('day rate of {crew} set', { crew: d.crew });
    case 'pipeline':
      return pipelineText(d);
    case 'material':
      return materialText(d);
    case 'imported':
      return i18n._(
        '{count, select, one {{n} project from a CSV file} other {{n} projects from a CSV file}}',
        counted(d.count),
      );
    case 'stage':
      return i18n._('{project} to {stage}', { project: d.project, stage: d.stage });
  }
}

/** An entry's subject in the reader's language: from its parts, or as the log wrote it. */
export function activitySubjectText(
  entry: Pick<ActivityEntry, 'userName' | 'kind' | 'subject' | 'detail'>,
): string {
  return entry.detail ? detailText(entry.detail) : activitySubject(entry);
}
