// The editor's public API, shared with the products Function: the edit schemas, field messages and how stored edits
// overlay the catalogue. The page island (components/EditorPage.tsx) is imported by file
// (docs/architecture.md#features-srcfeatures).
export { EDITOR_PATH, skuFromEditPath } from './address.ts';
export { applyEdit, changedKeys, checkVersion, overlayEdits } from './overlay.ts';
export {
  editableFields,
  fieldErrors,
  productEditRequestSchema,
  storedEditSchema,
  type LiveStatus,
  type ProductState,
  type StoredEdit,
} from './schema.ts';
