import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import type { TeamRole } from '../../accounts/index.js';
import { formatExpectedBy } from '../domain/mail-texts.js';
import { BRAND, MUTED } from './mail-style.js';
import type { RenderedMail } from './order-mail.js';

/** What each role does, in the invitation's words (docs/product/team-and-roles.md). */
const ROLE_TEXT: Record<TeamRole, string> = {
  manager: 'a manager: the order desk, the menu and availability, refunds and reviews',
  kitchen: 'kitchen staff: the order desk and sold-out dishes',
  courier: 'a courier',
};

export interface InvitationMailInput {
  restaurantName: string;
  role: TeamRole;
  /** The web app's page that accepts after sign-in, with the token. */
  acceptUrl: string;
  expiresAt: Date;
}

/** The invitation to a restaurant's team, as HTML and plain text. */
export async function renderInvitationMail(input: InvitationMailInput): Promise<RenderedMail> {
  const subject = `Join ${input.restaurantName} on TuckIn.com`;
  const lines = [
    `You have been invited to join ${input.restaurantName} as ${ROLE_TEXT[input.role]}.`,
    `Sign in or create an account with this e-mail address, then accept. The link works once, until ${formatExpectedBy(input.expiresAt.toISOString())}.`,
  ];
  const element = (
    <Html lang="en-GB">
      <Head />
      <Preview>{lines[0]!}</Preview>
      <Body style={{ backgroundColor: '#f9fafb', fontFamily: 'Arial, Helvetica, sans-serif', color: '#111827' }}>
        <Container style={{ backgroundColor: '#ffffff', borderTop: `4px solid ${BRAND}`, padding: '24px', maxWidth: '560px' }}>
          <Text style={{ color: BRAND, fontSize: '24px', fontWeight: 'bold', margin: '0 0 16px' }}>TuckIn.com</Text>
          <Heading as="h1" style={{ fontSize: '20px', margin: '0 0 8px' }}>
            {`Join the team at ${input.restaurantName}`}
          </Heading>
          {lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Section style={{ margin: '24px 0' }}>
            <Button href={input.acceptUrl} style={{ backgroundColor: BRAND, color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 'bold' }}>
              Accept the invitation
            </Button>
          </Section>
          <Hr />
          <Text style={{ color: MUTED, fontSize: '12px' }}>{`You are getting this e-mail because the owner of ${input.restaurantName} invited this address. Not expecting it? Ignore it: nothing happens.`}</Text>
        </Container>
      </Body>
    </Html>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
