// The import this browser tab is following (spec 2 and 4): set by an upload, read by the floating
// progress indicator wherever the user goes in the portal, and cleared when polling stops. Kept
// in memory only: the indicator warns that progress may be incorrect if the user leaves.
import { useSyncExternalStore } from 'react';

export interface TrackedImport {
  progressId: string;
  fileName: string;
}

let current: TrackedImport | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Raised on window when polling stops, so that the file list reloads (spec 4). */
export const IMPORT_FILES_CHANGED = 'portal:import-files-changed';

export const importTracker = {
  start(tracked: TrackedImport): void {
    current = tracked;
    emit();
  },
  /** Stops following an import (only the one named, so a newer upload is kept). */
  stop(progressId: string): void {
    if (current?.progressId !== progressId) return;
    current = null;
    emit();
  },
  get: (): TrackedImport | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useTrackedImport = () =>
  useSyncExternalStore(importTracker.subscribe, importTracker.get, importTracker.get);
