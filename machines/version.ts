/**
 * The engine (package) version written into saves: package.json's `version`, written here so that no
 * bundle inlines package.json (test/architecture/version.test.ts keeps the two equal).
 */
export const ENGINE_VERSION = '0.1.0';
