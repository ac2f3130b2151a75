import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * The only place the shell touches the Module Federation runtime, so tests replace this one module.
 * `force` drops what the runtime cached for the remote (a failed entry script included) before a retry.
 */
export function registerRemote(name: string, entry: string, force: boolean): void {
  registerRemotes([{ name, entry }], { force });
}

export function loadRemoteModule<T>(id: string): Promise<T | null | undefined> {
  return loadRemote<T>(id);
}
