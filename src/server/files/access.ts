/**
 * Who may read a private file. The uploader and platform admins always; beyond them, the domains that attach
 * files to their objects (a work order's attachments, an enterprise's licence) register a reader that answers
 * whether the caller may see the object the file belongs to. Public files are capability URLs and skip this.
 */
import type { Caller, Deps } from '../context.ts';
import { isPlatformAdmin } from '../auth/permissions.ts';

export interface StoredFileOwner {
  file_id: string;
  created_by: number | null;
}

/** Answers true when the caller may read the file through the object the domain attached it to. */
export type FileReader = (deps: Deps, caller: Caller, file: StoredFileOwner) => Promise<boolean>;

const readers: FileReader[] = [];

export function registerFileReader(reader: FileReader): void {
  readers.push(reader);
}

export async function mayReadFile(deps: Deps, caller: Caller, file: StoredFileOwner): Promise<boolean> {
  if (file.created_by === caller.user_id || isPlatformAdmin(caller)) return true;
  for (const reader of readers) if (await reader(deps, caller, file)) return true;
  return false;
}
