// The console's settings: its public address (the set-up links), its session time-outs, the
// cost of argon2id and the device cookies' key, validated like every other setting.
import { describe, expect, it } from 'vitest';
import { consoleSettings, loadConfig } from '../../src/config.ts';
import { DEFAULT_CONSOLE_SETTINGS } from '../../src/services/console/settings.ts';

describe("the console's settings", () => {
  it('default to http://localhost:<PORT>, 30 minutes idle, 12 hours at most', () => {
    expect(consoleSettings(loadConfig({}))).toEqual(DEFAULT_CONSOLE_SETTINGS);
    expect(DEFAULT_CONSOLE_SETTINGS).toMatchObject({ sessionIdleS: 1800, sessionMaxS: 43_200 });
    expect(consoleSettings(loadConfig({ PORT: '8080' })).publicUrl).toBe('http://localhost:8080');
  });

  it('take PUBLIC_URL without its trailing slash, and shorter time-outs for tests', () => {
    const settings = consoleSettings(
      loadConfig({
        PUBLIC_URL: 'https://mizan.example/',
        CONSOLE_SESSION_IDLE_S: '5',
        CONSOLE_SESSION_MAX_S: '10',
        CONSOLE_ARGON2_MEMORY_KIB: '19456',
        CONSOLE_ARGON2_PASSES: '2',
      }),
    );
    expect(settings).toEqual({
      publicUrl: 'https://mizan.example',
      sessionIdleS: 5,
      sessionMaxS: 10,
      argon2: { memoryKib: 19_456, passes: 2 },
    });
  });

  it('take CONSOLE_DEVICE_KEY when given, else leave it to a key kept in DATA_DIR', () => {
    const key = 'k'.repeat(32);
    expect(loadConfig({ CONSOLE_DEVICE_KEY: key }).CONSOLE_DEVICE_KEY).toBe(key);
    expect(loadConfig({ CONSOLE_DEVICE_KEY: ' ' }).CONSOLE_DEVICE_KEY).toBeUndefined();
  });

  it.each([
    ['PUBLIC_URL', 'mizan.example'],
    ['PUBLIC_URL', 'ftp://mizan.example'],
    ['CONSOLE_SESSION_IDLE_S', '0'],
    ['CONSOLE_SESSION_IDLE_S', 'half an hour'],
    ['CONSOLE_SESSION_MAX_S', '1.5'],
    ['CONSOLE_ARGON2_MEMORY_KIB', '1024'],
    ['CONSOLE_ARGON2_PASSES', '0'],
    ['CONSOLE_DEVICE_KEY', 'too short a key'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(variable));
  });
});
