import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { emptyProfile, fullProfile, storedFile } from '../../../test/profile-fixtures.ts';

const server = stubAppApi();

const video = storedFile({
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'video_resume',
  name: 'video-resume.webm',
  type: 'video/webm',
  size: 3_400_000,
  url: '/talent/api/files/22222222-2222-4222-8222-222222222222',
});

describe('video resume page', () => {
  it('plays the stored video from the server and deletes it after a confirmation', async () => {
    let profile = fullProfile({ video_resume: video });
    server.respondWith((r) => {
      if (r.url !== '/talent/api/profile') return undefined;
      if (r.method === 'PATCH') profile = { ...profile, video_resume: null };
      return { status: 200, data: { data: profile } };
    });
    renderApp('/profile/video-resume-upload', verifiedUser);
    const player = await screen.findByLabelText('Your saved video resume');
    expect(player).toHaveAttribute('src', video.url);
    expect(player).toHaveAttribute('controls');
    expect(screen.getByText(/3\.2 MB · saved 20 Nov 2026/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your video resume?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(jsonBody(server.requests.find((r) => r.method === 'PATCH'))).toEqual({
      video_resume_file_id: null,
    });
    expect(await screen.findByRole('heading', { name: 'Record your video resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on camera' })).toBeInTheDocument();
  });

  it('offers the recorder and tips when there is no video yet', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/profile' ? { status: 200, data: { data: emptyProfile() } } : undefined,
    );
    renderApp('/profile/video-resume-upload', verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Record your video resume' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Tips for a good video resume' })).toHaveTextContent(
      '60–90 seconds',
    );
    expect(screen.getByText(/WebM or MP4, up to 200 MB and 3 minutes/)).toBeInTheDocument();
  });
});
