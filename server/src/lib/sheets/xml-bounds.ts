import { SheetPackageError } from './sheet-package-error';

export interface XmlBounds {
  /** elements open at once */
  maxDepth: number;
  /** characters of one value (the whole text inside a value element) or of any other text run */
  maxTextChars: number;
  /** bytes of one tag, its attributes included */
  maxTagBytes: number;
}

export interface XmlEvents {
  /** an element starts (a self-closing one starts and ends) — its local name, without a namespace prefix */
  open?(name: string): void;
  close?(name: string): void;
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const AMP = 0x26;
const SEMI = 0x3b;
const QUOTE = 0x22;
const APOS = 0x27;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const BRACKET = 0x5d;
const MAX_NAME_BYTES = 64;
const MAX_ENTITY_BYTES = 16;

const enum State {
  Text,
  Entity,
  Tag,
  Comment,
  Cdata,
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/**
 * Measures an XML part as it streams by, in constant memory, and refuses it the moment a bound is passed:
 * nesting depth, the length of a tag and of text — before a parser (saxes in exceljs) collects a 100 MB
 * string or a million-deep tag stack. Text inside a value element (a cell, a shared string) counts as one
 * value across its runs, as exceljs joins them; entities count as one character; UTF-8 counts characters.
 * A DTD is refused outright (entity expansion), as Excel never writes one.
 */
export class XmlBoundsScanner {
  private state = State.Text;
  private depth = 0;
  private text = 0;
  private inValue = 0;
  private tagBytes = 0;
  private tagHead: number[] = [];
  private name = '';
  private nameDone = false;
  private quote = 0;
  private previous = 0;
  private beforePrevious = 0;
  private entityBytes = 0;

  constructor(
    private readonly part: string,
    private readonly bounds: XmlBounds,
    /** elements whose whole content is one value, e.g. c (a cell) and si (a shared string) */
    private readonly valueElements: ReadonlySet<string>,
    private readonly events: XmlEvents = {},
  ) {}

  write(chunk: Buffer): void {
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index];
      switch (this.state) {
        case State.Text:
          if (byte === LT) this.startTag();
          else if (byte === AMP) {
            this.countChar(1);
            this.entityBytes = 0;
            this.state = State.Entity;
          } else if ((byte & 0xc0) !== 0x80) this.countChar(byte >= 0xf0 ? 2 : 1);
          break;
        case State.Entity:
          if (byte === SEMI || ++this.entityBytes > MAX_ENTITY_BYTES) this.state = State.Text;
          break;
        case State.Tag:
          this.tagByte(byte);
          break;
        case State.Comment:
          if (byte === GT && this.previous === DASH && this.beforePrevious === DASH) this.endSpecial();
          else this.countChar(1);
          break;
        case State.Cdata:
          if (byte === GT && this.previous === BRACKET && this.beforePrevious === BRACKET) this.endSpecial();
          else if ((byte & 0xc0) !== 0x80) this.countChar(byte >= 0xf0 ? 2 : 1);
          break;
      }
      this.beforePrevious = this.previous;
      this.previous = byte;
    }
  }

  /** The part ended: it must not stop inside a tag. */
  end(): void {
    if (this.state === State.Tag || this.state === State.Comment || this.state === State.Cdata) throw new SheetPackageError('unreadable', undefined, this.part);
  }

  private countChar(chars: number): void {
    this.text += chars;
    if (this.text > this.bounds.maxTextChars) throw new SheetPackageError('cellChars', this.bounds.maxTextChars, this.part);
  }

  private startTag(): void {
    this.state = State.Tag;
    this.tagBytes = 1;
    this.tagHead = [];
    this.name = '';
    this.nameDone = false;
    this.quote = 0;
  }

  private tagByte(byte: number): void {
    if (++this.tagBytes > this.bounds.maxTagBytes) throw new SheetPackageError('tagBytes', this.bounds.maxTagBytes, this.part);
    if (this.tagHead.length < 9) {
      this.tagHead.push(byte);
      const head = String.fromCharCode(...this.tagHead);
      if (head === '!--') return this.startSpecial(State.Comment);
      if (head === '![CDATA[') return this.startSpecial(State.Cdata);
      // a DOCTYPE or ENTITY declaration: no workbook has one, and entities are how XML bombs expand
      if (this.tagHead[0] === BANG && !'!--'.startsWith(head) && !'![CDATA['.startsWith(head)) throw new SheetPackageError('unreadable', undefined, this.part);
    }
    if (this.quote) {
      if (byte === this.quote) this.quote = 0;
      return;
    }
    if (byte === QUOTE || byte === APOS) {
      this.quote = byte;
      this.nameDone = true;
      return;
    }
    if (byte === GT) return this.endTag();
    if (!this.nameDone) {
      if (isSpace(byte) || (byte === SLASH && this.tagBytes > 2)) this.nameDone = true;
      else if (this.name.length < MAX_NAME_BYTES) this.name += String.fromCharCode(byte);
    }
  }

  private startSpecial(state: State.Comment | State.Cdata): void {
    // a comment or CDATA section is text to the parser: its length counts like a value's
    if (this.inValue === 0) this.text = 0;
    this.state = state;
  }

  private endSpecial(): void {
    this.state = State.Text;
  }

  private endTag(): void {
    this.state = State.Text;
    const first = this.tagHead[0];
    // the XML declaration or a processing instruction: no element
    if (first === QUESTION) return this.resetText();
    const closing = first === SLASH;
    const selfClosing = !closing && this.previous === SLASH;
    const local = localName(closing ? this.name.slice(1) : this.name);
    if (closing) {
      this.depth = Math.max(0, this.depth - 1);
      this.events.close?.(local);
      if (this.valueElements.has(local) && this.inValue > 0) this.inValue -= 1;
      return this.resetText();
    }
    if (this.depth + 1 > this.bounds.maxDepth) throw new SheetPackageError('depth', this.bounds.maxDepth, this.part);
    const value = this.valueElements.has(local);
    if (value && this.inValue === 0) this.text = 0;
    this.events.open?.(local);
    if (selfClosing) {
      this.events.close?.(local);
      return this.resetText();
    }
    this.depth += 1;
    if (value) this.inValue += 1;
    this.resetText();
  }

  /** Outside a value, each text run between two tags is measured on its own. */
  private resetText(): void {
    if (this.inValue === 0) this.text = 0;
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
