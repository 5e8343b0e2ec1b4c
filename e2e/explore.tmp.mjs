import { chromium } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { readFileSync } from 'node:fs';
const url = 'http://127.0.0.1:3901';
const link = readFileSync('/tmp/explore/link.txt', 'utf8').split('\n')[1].trim();
const token = new URL(link).searchParams.get('token');
const PASSWORD = 'harbour lantern quietly folds 73 walnuts';
const code = (s) => new TOTP({ secret: Secret.fromBase32(s) }).generate();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const ctx = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
let r = await page.request.post('/api/console/setup', { data: { token, password: PASSWORD } });
const { totp } = await r.json();
r = await page.request.post('/api/console/setup/confirm', {
  data: { token, code: code(totp.secret) },
});
const { recoveryCodes } = await r.json();
await page.goto('/console/');
await page.getByLabel('Email').fill('edna.editor@mizan.example');
await page.getByLabel('Password').fill(PASSWORD);
await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForTimeout(2000);
console.log('URL', page.url());
await page.screenshot({ path: '/tmp/explore/1-landing.png', fullPage: true });
await page.goto('/console/catalogue/products?q=fab');
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/explore/2-products.png', fullPage: true });
await page.locator('table tbody tr a').first().click();
await page.waitForTimeout(2000);
console.log('URL', page.url());
await page.screenshot({ path: '/tmp/explore/3-product.png', fullPage: true });
const labels = await page.locator('label').allInnerTexts();
console.log(labels.slice(0, 80).join(' | '));
console.log(await page.getByRole('heading').allInnerTexts());
await page.setViewportSize({ width: 375, height: 800 });
await page.screenshot({ path: '/tmp/explore/4-product-phone.png', fullPage: false });
await browser.close();
