import { create } from 'zustand';

/** Which site-wide modal is open. */
export type SiteModal = 'auth' | 'cart';

interface UiState {
  modal: SiteModal | null;
  openModal: (modal: SiteModal) => void;
  closeModal: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  modal: null,
  openModal: (modal) => set({ modal }),
  closeModal: () => set({ modal: null }),
}));
