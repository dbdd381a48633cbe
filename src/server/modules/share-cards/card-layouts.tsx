/**
 * The four card designs, as elements satori lays out (flexbox only: every
 * element with more than one child says display: flex). Colours and type
 * follow the site's dark theme: ink on near-black, the accent in rose, serif
 * headlines.
 */
import type { ReactNode } from 'react';
import { SHARE_CARD_HEIGHT as HEIGHT, SHARE_CARD_WIDTH as WIDTH } from '~/shared/share-cards';
import { siteConfig } from '~/shared/site-config';

export const CARD_FONTS = { serif: 'Gelasio', sans: 'Inter' } as const;

const COLORS = {
  page: '#0e1116',
  surface: '#161b22',
  ink: '#ffffff',
  soft: '#e6edf3',
  accent: '#f2a7b1',
  brand: '#8b1e2d',
} as const;

/** The reporter's portrait on an author card, a circle this wide. */
export const AVATAR_SIZE = 300;
const AVATAR_RING = 6;

/** A picture placed to cover the card (or a box), as computed by the renderer. */
export interface PlacedImage {
  src: string;
  width: number;
  height: number;
  left: number;
  top: number;
}

/** Longer headlines get smaller type, so three lines hold most of them whole. */
function headlineSize(text: string): number {
  if (text.length <= 50) return 72;
  if (text.length <= 90) return 60;
  return 52;
}

function Frame({ children, background }: { children: ReactNode; background?: PlacedImage }) {
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        position: 'relative',
        backgroundColor: COLORS.page,
        backgroundImage: `linear-gradient(135deg, ${COLORS.surface} 0%, ${COLORS.page} 70%)`,
      }}
    >
      {background ? (
        <img
          alt=""
          src={background.src}
          width={background.width}
          height={background.height}
          style={{
            position: 'absolute',
            left: background.left,
            top: background.top,
            width: background.width,
            height: background.height,
          }}
        />
      ) : null}
      {background ? (
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: WIDTH,
            height: HEIGHT,
            backgroundImage: `linear-gradient(180deg, rgba(14,17,22,0.05) 0%, rgba(14,17,22,0.35) 35%, rgba(14,17,22,0.94) 78%)`,
          }}
        />
      ) : null}
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: WIDTH,
          height: 10,
          backgroundColor: COLORS.brand,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: 64,
          right: 64,
          top: 56,
          bottom: 52,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
        }}
      >
        {children}
      </div>
    </div>
  );
}

function Label({ children }: { children: string }) {
  return (
    <div
      style={{
        display: 'flex',
        fontFamily: CARD_FONTS.sans,
        fontWeight: 600,
        fontSize: 24,
        letterSpacing: 2,
        textTransform: 'uppercase',
        color: COLORS.accent,
      }}
    >
      {children}
    </div>
  );
}

function Headline({ children, size }: { children: string; size: number }) {
  return (
    <div
      style={{
        display: 'block',
        marginTop: 14,
        fontFamily: CARD_FONTS.serif,
        fontWeight: 700,
        fontSize: size,
        lineHeight: 1.12,
        color: COLORS.ink,
        lineClamp: 3,
      }}
    >
      {children}
    </div>
  );
}

function Brand({ logo }: { logo: string | null }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', marginTop: 30 }}>
      {logo ? <img alt="" src={logo} width={44} height={44} style={{ marginRight: 14 }} /> : null}
      <div
        style={{
          display: 'flex',
          fontFamily: CARD_FONTS.serif,
          fontWeight: 700,
          fontSize: 28,
          color: COLORS.soft,
        }}
      >
        {siteConfig.name}
      </div>
    </div>
  );
}

export function articleLayout(options: {
  title: string;
  label: string | null;
  background?: PlacedImage;
  logo: string | null;
}) {
  return (
    <Frame background={options.background}>
      {options.label ? <Label>{options.label}</Label> : null}
      <Headline size={headlineSize(options.title)}>{options.title}</Headline>
      <Brand logo={options.logo} />
    </Frame>
  );
}

export function sectionLayout(options: {
  title: string;
  label: string;
  text: string;
  background?: PlacedImage;
  logo: string | null;
}) {
  return (
    <Frame background={options.background}>
      <Label>{options.label}</Label>
      <Headline size={84}>{options.title}</Headline>
      <div
        style={{
          display: 'block',
          marginTop: 16,
          fontFamily: CARD_FONTS.serif,
          fontWeight: 400,
          fontSize: 32,
          lineHeight: 1.3,
          color: COLORS.soft,
          lineClamp: 2,
        }}
      >
        {options.text}
      </div>
      <Brand logo={options.logo} />
    </Frame>
  );
}

export function siteLayout(options: { title: string; text: string; logo: string | null }) {
  return (
    <Frame>
      {options.logo ? (
        <img
          alt=""
          src={options.logo}
          width={300}
          height={300}
          style={{ position: 'absolute', right: 0, top: 40 }}
        />
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', width: 720, marginBottom: 40 }}>
        <Headline size={84}>{options.title}</Headline>
        <div
          style={{
            display: 'block',
            marginTop: 24,
            fontFamily: CARD_FONTS.sans,
            fontWeight: 600,
            fontSize: 32,
            lineHeight: 1.3,
            color: COLORS.accent,
          }}
        >
          {options.text}
        </div>
      </div>
    </Frame>
  );
}

export function authorLayout(options: {
  name: string;
  label: string;
  avatar?: PlacedImage;
  logo: string | null;
}) {
  const { avatar } = options;
  return (
    <Frame>
      <div style={{ display: 'flex', alignItems: 'center', flexGrow: 1 }}>
        {avatar ? (
          // The ring is the outer circle's colour showing around the clipped portrait.
          <div
            style={{
              display: 'flex',
              flexShrink: 0,
              padding: AVATAR_RING,
              borderRadius: AVATAR_SIZE,
              backgroundColor: COLORS.accent,
              marginRight: 56,
            }}
          >
            <div
              style={{
                display: 'flex',
                position: 'relative',
                width: AVATAR_SIZE,
                height: AVATAR_SIZE,
                borderRadius: AVATAR_SIZE / 2,
                overflow: 'hidden',
              }}
            >
              <img
                alt=""
                src={avatar.src}
                width={avatar.width}
                height={avatar.height}
                style={{
                  position: 'absolute',
                  left: avatar.left,
                  top: avatar.top,
                  width: avatar.width,
                  height: avatar.height,
                }}
              />
            </div>
          </div>
        ) : null}
        <div style={{ display: 'flex', flexDirection: 'column', flexShrink: 1 }}>
          <Label>{options.label}</Label>
          <Headline size={options.name.length > 24 ? 60 : 76}>{options.name}</Headline>
        </div>
      </div>
      <Brand logo={options.logo} />
    </Frame>
  );
}
