import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '@fair/shared/contracts/checkin';

/**
 * A new redemption code: 8 characters of an alphabet without 0/O/1/I (32 symbols, 40 bits), drawn with the
 * operating system's cryptographic generator, so codes cannot be guessed from one another.
 */
export function newRedemptionCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
