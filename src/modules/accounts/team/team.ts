import type { TeamRole } from '../domain/restaurant-policy.js';

/** A person on a restaurant's team, as the owner's team page lists them. */
export interface TeamMember {
  id: string;
  email: string;
  name: string | null;
  role: TeamRole;
  joinedAt: Date;
}

export interface TeamInvitation {
  id: string;
  restaurantId: string;
  email: string;
  role: TeamRole;
  invitedAt: Date;
  expiresAt: Date;
  acceptedAt?: Date;
  revokedAt?: Date;
}

/** The restaurant a team member acts for, and as what. */
export interface Membership {
  restaurantId: string;
  role: TeamRole;
}

/** The restaurant an invitation is to, as the owner's calls know it. */
export interface InvitingRestaurant {
  id: string;
  name: string;
  ownerEmail: string;
}

/** The invitation e-mail: its link carries `token`, which is stored only as a hash. */
export interface InvitationMail {
  to: string;
  restaurantName: string;
  role: TeamRole;
  token: string;
  expiresAt: Date;
  invitationId: string;
}

/** Sends the invitation e-mail (the notifications module binds it); rejects when the message was not taken. */
export type SendInvitationMail = (mail: InvitationMail) => Promise<void>;

/** Told when a member leaves a team, so what they have open ends (the owner's live stream). */
export type MemberRemovedListener = (removed: { auth0Id: string; restaurantId: string }) => void;
