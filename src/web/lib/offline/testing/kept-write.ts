import type { Project } from '../../../../domain/project/project';
import { projectFromCreate } from '../../../../domain/project/project-defaults';
import type { KeptWrite } from '../kept-writes';

// Kept writes for the tests of the outbox and of the features' offline writes.

let seq = 0;

/** A kept write waiting to be sent, made after every one made before it. */
export function keptWrite(
  part: Partial<KeptWrite> & Pick<KeptWrite, 'kind' | 'recordId'>,
): KeptWrite {
  seq += 1;
  return {
    seq,
    key: `key-${seq}`,
    userId: 'u1',
    method: 'PATCH',
    path: `/api/projects/${part.recordId}`,
    body: {},
    label: 'A change',
    createdAt: '2026-11-24T10:00:00.000Z',
    state: 'waiting',
    ...part,
  };
}

/** A project as the server stores it, at version 3. */
export const storedProject: Project = {
  ...projectFromCreate({ name: 'Okafor gable', address: '1 Elm St' }, 'p1', '2026-11-20T08:00:00Z'),
  version: 3,
};
