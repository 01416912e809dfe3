import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { emptyProfile, fullProfile, storedFile, suggestion } from '../../../test/profile-fixtures.ts';
import type { ResumeSuggestion } from '@talent/contract/profile';

const server = stubAppApi();

function suggestions(
  list: ResumeSuggestion[],
  status: 'ready' | 'failed' | 'none' = 'ready',
  message: string | null = null,
) {
  return { status: 200, data: { data: { file_id: storedFile().id, status, message, suggestions: list } } };
}

describe('resume upload page', () => {
  it('shows the current resume with download, replace and delete', async () => {
    server.respondWith((r) => {
      if (r.url === '/talent/api/profile')
        return { status: 200, data: { data: fullProfile({ resume: storedFile() }) } };
      if (r.url === '/talent/api/profile/resume-suggestions') return suggestions([]);
      return undefined;
    });
    renderApp('/profile/resume-upload', verifiedUser);
    const current = await screen.findByRole('region', { name: 'Your resume' });
    expect(within(current).getByText('ada-lovelace-cv.pdf')).toBeInTheDocument();
    expect(within(current).getByText(/117 KB · uploaded 20 Nov 2026/)).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Download' })).toHaveAttribute('href', storedFile().url);
    expect(within(current).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    expect(await screen.findByText(/did not find skills, titles or years/)).toBeInTheDocument();
  });

  it('adds nothing until the candidate says so: one suggestion, then all the rest', async () => {
    let list = [
      suggestion(),
      suggestion({ id: 's-pg', label: 'PostgreSQL', value: 'postgresql', years: null, evidence: null }),
      suggestion({
        id: 's-title',
        kind: 'title',
        label: 'Senior Backend Engineer',
        value: 'Senior Backend Engineer',
        years: null,
      }),
      suggestion({
        id: 's-years',
        kind: 'years',
        label: '8 years of experience',
        value: '8',
        years: 8,
        evidence: '2017 – 2025',
      }),
    ];
    server.respondWith((r) => {
      if (r.url === '/talent/api/profile')
        return { status: 200, data: { data: fullProfile({ resume: storedFile() }) } };
      if (r.url === '/talent/api/profile/resume-suggestions') return suggestions(list);
      if (r.url === '/talent/api/profile/resume-suggestions/decisions') {
        const { accept, reject } = jsonBody(r) as { accept: string[]; reject: string[] };
        list = list.map((s) =>
          accept.includes(s.id)
            ? { ...s, status: 'accepted' }
            : reject.includes(s.id)
              ? { ...s, status: 'rejected' }
              : s,
        );
        return { status: 200, data: { data: fullProfile({ resume: storedFile() }) } };
      }
      return undefined;
    });
    renderApp('/profile/resume-upload', verifiedUser);
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Found in your resume' });
    const skills = within(panel).getByRole('list', { name: 'Skills' });
    expect(within(skills).getByText('TypeScript')).toBeInTheDocument();
    expect(within(skills).getByText(/5 yrs/)).toBeInTheDocument();
    expect(within(skills).getByText('5 years of TypeScript')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Titles' })).toHaveTextContent('Senior Backend Engineer');
    expect(within(panel).getByRole('list', { name: 'Years of experience' })).toHaveTextContent(
      '8 years of experience',
    );
    expect(server.posted('/talent/api/profile/resume-suggestions/decisions')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Dismiss PostgreSQL' }));
    expect(await within(skills).findByText('Dismissed')).toBeInTheDocument();
    expect(jsonBody(server.posted('/talent/api/profile/resume-suggestions/decisions')[0])).toEqual({
      accept: [],
      reject: ['s-pg'],
    });

    await user.click(within(panel).getByRole('button', { name: 'Add TypeScript' }));
    expect(await within(skills).findByText('Added to your profile')).toBeInTheDocument();
    expect(jsonBody(server.posted('/talent/api/profile/resume-suggestions/decisions')[1])).toEqual({
      accept: ['s-ts'],
      reject: [],
    });

    await user.click(within(panel).getByRole('button', { name: 'Add all 2' }));
    expect(jsonBody(server.posted('/talent/api/profile/resume-suggestions/decisions')[2])).toEqual({
      accept: ['s-title', 's-years'],
      reject: [],
    });
    expect(await within(panel).findAllByText('Added to your profile')).toHaveLength(3);
    expect(within(panel).queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
  });

  it('says kindly why a resume could not be read, and reads it again on request', async () => {
    let status: 'failed' | 'ready' = 'failed';
    server.respondWith((r) => {
      if (r.url === '/talent/api/profile')
        return { status: 200, data: { data: fullProfile({ resume: storedFile() }) } };
      if (r.url === '/talent/api/profile/resume-suggestions' && r.method === 'GET') {
        return suggestions([], status, 'This PDF has no text we can read: it may be a scan.');
      }
      if (r.url === '/talent/api/profile/resume-suggestions' && r.method === 'POST') {
        status = 'ready';
        return suggestions([suggestion()]);
      }
      return undefined;
    });
    renderApp('/profile/resume-upload', verifiedUser);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not read this resume');
    expect(alert).toHaveTextContent('This PDF has no text we can read: it may be a scan.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try reading it again' }));
    expect(jsonBody(server.posted('/talent/api/profile/resume-suggestions')[0])).toEqual({
      file_id: storedFile().id,
    });
    expect(await screen.findByRole('button', { name: 'Add TypeScript' })).toBeInTheDocument();
  });

  it('offers an upload when there is no resume and refuses a wrong file before sending it', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/profile' ? { status: 200, data: { data: emptyProfile() } } : undefined,
    );
    renderApp('/profile/resume-upload', verifiedUser);
    const input = await screen.findByLabelText('Choose a resume');
    expect(screen.getByRole('button', { name: 'Choose a resume' })).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['MZ'], 'cv.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“cv.exe” is not a file we accept here. Use PDF or DOCX, up to 10 MB.',
    );
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
