// Shared Jest setup: SWC transforms TypeScript and TSX; ESM-only dependencies are transformed too.
const esmOnly = ['file-type', 'strtok3', 'token-types', 'peek-readable', 'uint8array-extras', '@tokenizer', '@borewit'];

module.exports = {
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
