interface ImportMetaEnv {
  /** Folder of the texts' JSON files, set by `scripts/texts-assets.ts` when the site is built. */
  readonly VELA_TEXTS_BASE?: string;
}
