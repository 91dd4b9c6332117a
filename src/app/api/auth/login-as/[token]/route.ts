import { NextResponse } from 'next/server';
import { applyGuards } from '@/shell/guards';
import { guardRouteParams, toAppError } from '@/server/http';

/**
 * "Log in as this user": the link a manager makes in the back office (POST
 * /api/admin/users/{id}/login-link) opens here, in a new tab of their browser. The
 * `login-as-user` guard signs them in as the customer; then the account page. A link that cannot
 * be used gets a short page saying why (staff read it: not localized).
 */
export async function GET(request: Request, context: { params: Promise<{ token: string }> }): Promise<NextResponse> {
  try {
    guardRouteParams(await context.params);
    await applyGuards(['login-as-user'], { path: new URL(request.url).pathname });
    return new NextResponse(null, { status: 303, headers: { Location: '/account', 'Cache-Control': 'no-store' } });
  } catch (error) {
    const { status, message } = toAppError(error);
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Login link not usable</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><main><h1>This login link cannot be used</h1><p>${escapeHtml(message)}</p><p><a href="/admin/users">Back to the back office</a></p></main></body></html>`;
    return new NextResponse(page, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
