import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileMenuButton, useMobileMenu } from './mobile-menu.tsx';

function Header() {
  const menu = useMobileMenu();
  return (
    <>
      <MobileMenuButton open={menu.open} onToggle={menu.toggle} controls="nav" hiddenFrom="md:hidden" />
      {menu.open && (
        <nav id="nav" aria-label="Main">
          <Link to="/elsewhere">Elsewhere</Link>
          <button type="button" onClick={menu.close}>
            Done
          </button>
        </nav>
      )}
    </>
  );
}

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the mobile menu', () => {
  it('opens and closes from its button, which names what it will do', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('closes on any navigation and when asked', async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
