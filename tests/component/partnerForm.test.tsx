import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { renderApp } from './renderApp';

/** Typing key by key re-renders this long form each time: set whole values instead. */
const fill = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const saveButton = () => screen.findByRole('button', { name: 'Save' }, { timeout: 20000 });

const partnerRow = (id: number) =>
  db().collection<{ id: number; email: string; phone: string; name: string }>('partners').get(id)!;

describe('partner form', { timeout: 60000 }, () => {
  it('flags every empty required field and the missing service type', async () => {
    const user = userEvent.setup();
    await renderApp('/partners/add', { as: 'admin' });
    await user.click(await saveButton());
    // name, surname, date of birth, document number, issue and valid dates, personal number, two documents,
    // city, street, house, districts, IBAN, BIC, bank name, e-mail, phone, password
    expect(
      (await screen.findAllByText("The field can't be empty", {}, { timeout: 15000 })).length,
    ).toBeGreaterThanOrEqual(19);
    expect(screen.getByText('Choose at least one type of service')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/partners/add');
  });

  it('checks the e-mail, phone and password formats', async () => {
    const user = userEvent.setup();
    await renderApp('/partners/add', { as: 'admin' });
    await saveButton();
    fill(/^E-mail/, 'anna@');
    fill(/^Phone/, '12ab');
    fill(/^Password/, 'short');
    fill(/^Repeat password/, 'shorter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Incorrect email format', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByText('Enter the correct phone number')).toBeInTheDocument();
    expect(screen.getByText('Minimum password length is 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The entered passwords do not match')).toBeInTheDocument();
  });

  it('refuses a document file of the wrong format or size', async () => {
    await renderApp('/partners/add', { as: 'admin' });
    await saveButton();
    const input = screen.getByTestId('frontDocument-file');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Upload a photo of the required format and size')).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('backDocument-file'), { target: { files: [big] } });
    await waitFor(() =>
      expect(screen.getAllByText('Upload a photo of the required format and size')).toHaveLength(2),
    );
  });

  it("answers 'Partner already exists' for another partner's e-mail and keeps what was entered", async () => {
    const user = userEvent.setup();
    const taken = partnerRow(6).email;
    await renderApp('/partners/edit/5', { as: 'admin' });
    await saveButton();
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveValue(partnerRow(5).email));
    fill(/^Middle name/, 'Maria');
    fill(/^E-mail/, taken);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Partner already exists', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(taken);
    expect(screen.getByLabelText(/^Middle name/)).toHaveValue('Maria');
    expect(window.location.pathname).toBe('/partners/edit/5');
  });

  it('keeps the password optional on edit and saves the change', async () => {
    const user = userEvent.setup();
    await renderApp('/partners/edit/5', { as: 'admin' });
    await saveButton();
    await waitFor(() => expect(screen.getByLabelText(/^E-mail/)).toHaveValue(partnerRow(5).email));
    fill(/^Middle name/, 'Zofia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/partners/details/5'), { timeout: 15000 });
    expect((partnerRow(5) as unknown as { middleName: string }).middleName).toBe('Zofia');
  });
});
