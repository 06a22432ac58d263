import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../i18n/i18n';
import { AppProviders } from '../../../providers/app-providers';
import { RowActions } from '../row-actions';

beforeAll(() => i18n.changeLanguage('en-us'));

const buttonNames = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe('RowActions', () => {
  it('puts leading actions before edit, the row’s own between edit and delete, each named with the row', () => {
    const view = jest.fn();
    const publish = jest.fn();
    render(
      <AppProviders>
        <RowActions name="v3" leading={[{ label: 'View', onClick: view }]} onEdit={() => {}} actions={[{ label: 'Publish', onClick: publish }]} onDelete={() => {}} />
      </AppProviders>,
    );
    expect(buttonNames()).toEqual(['View v3', 'Edit v3', 'Publish v3', 'Delete v3']);
    fireEvent.click(screen.getByRole('button', { name: 'View v3' }));
    expect(view).toHaveBeenCalled();
  });

  it('draws an action’s icon, opens a link action’s address, and says its tooltip on hover', async () => {
    render(
      <AppProviders>
        <RowActions
          name="manual.docx"
          leading={[
            { label: 'Up', icon: <span data-testid="up-icon" />, onClick: () => {}, disabled: true },
            { label: 'Download', href: '/api/files/2025/03/a.docx' },
          ]}
          actions={[{ label: 'Copy', onClick: () => {}, tooltip: 'A published version is copied into a new draft' }]}
        />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Up manual.docx' })).toBeDisabled();
    expect(screen.getByTestId('up-icon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download manual.docx' })).toHaveAttribute('href', '/api/files/2025/03/a.docx');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Copy manual.docx' }));
    expect(await screen.findByText('A published version is copied into a new draft')).toBeInTheDocument();
  });

  it('waits while a call runs on the row, except the running action itself', async () => {
    render(
      <AppProviders>
        <RowActions name="Hall 1" busy leading={[{ label: 'Up', onClick: () => {}, loading: true }]} onEdit={() => {}} onDelete={() => {}} />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Hall 1' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Delete Hall 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Up Hall 1' })).not.toBeDisabled();
  });
});
