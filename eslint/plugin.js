// The project's own lint rules, as one ESLint plugin (`mizan/…`).
import { folderCycles } from './folder-cycles.js';
import { layerBoundaries } from './layer-boundaries.js';
import { zonedFolders } from './zoned-folders.js';

export const mizan = {
  rules: {
    'layer-boundaries': layerBoundaries,
    'zoned-folders': zonedFolders,
    'folder-cycles': folderCycles,
  },
};
