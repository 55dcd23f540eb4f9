/** The UI queue: toast, dialog and loading descriptors, and which modals are open. Plain data only. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ToastDescriptor {
  id: string;
  text: string;
  duration: number;
  icon?: 'success' | 'fail' | 'loading';
}

export interface DialogDescriptor {
  id: string;
  title?: string;
  content?: string;
  confirmText: string;
  cancelText?: string;
  closeOnMaskClick?: boolean;
}

/** A page shown inside the app (an agreement), over the screen, which stays as it was under it. */
export interface DocumentDescriptor {
  url: string;
  title: string;
}

export interface UiState {
  toasts: ToastDescriptor[];
  dialogs: DialogDescriptor[];
  loading: Record<string, string>;
  /** Open modals in the order they were opened: the first one shows, the others wait their turn. */
  modals: string[];
  /** The page the document viewer shows, or null. */
  document: DocumentDescriptor | null;
}

const initialState: UiState = { toasts: [], dialogs: [], loading: {}, modals: [], document: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown(s, a: PayloadAction<ToastDescriptor>) {
      s.toasts = [...s.toasts.filter((t) => t.id !== a.payload.id), a.payload].slice(-3);
    },
    toastHidden(s, a: PayloadAction<{ id: string }>) {
      s.toasts = s.toasts.filter((t) => t.id !== a.payload.id);
    },
    dialogOpened(s, a: PayloadAction<DialogDescriptor>) {
      s.dialogs.push(a.payload);
    },
    dialogClosed(s, a: PayloadAction<{ id: string }>) {
      s.dialogs = s.dialogs.filter((d) => d.id !== a.payload.id);
    },
    loadingStarted(s, a: PayloadAction<{ id: string; label: string }>) {
      s.loading[a.payload.id] = a.payload.label;
    },
    loadingEnded(s, a: PayloadAction<{ id: string }>) {
      delete s.loading[a.payload.id];
    },
    modalToggled(s, a: PayloadAction<{ id: string; open: boolean }>) {
      const at = s.modals.indexOf(a.payload.id);
      if (a.payload.open && at < 0) s.modals.push(a.payload.id);
      if (!a.payload.open && at >= 0) s.modals.splice(at, 1);
    },
    documentOpened(s, a: PayloadAction<DocumentDescriptor>) {
      s.document = a.payload;
    },
    documentClosed(s) {
      s.document = null;
    },
  },
  selectors: {
    /** The toasts showing, oldest first (three at most). */
    selectToasts: (ui) => ui.toasts,
    /** The dialogs waiting, the one showing first. */
    selectDialogs: (ui) => ui.dialogs,
    /** The loading labels of the work in progress, by id. */
    selectLoadingLabels: (ui) => ui.loading,
    /** The modal showing: the first one opened of those still open. */
    selectShownModal: (ui): string | undefined => ui.modals[0],
    /** The page the document viewer shows, or null. */
    selectDocument: (ui): DocumentDescriptor | null => ui.document ?? null,
  },
});
