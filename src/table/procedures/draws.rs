//! Draw offers (9.1), draw claims (9.2, 9.3, now or announced with the next move) and resignation
//! (5.1b), while the record is legal (the tournament line keeps its own offers: `tournament/line`).

use crate::rules::Color;
use crate::table::{Event, Refusal, Table};

impl Table {
    /// `c` offers a draw (9.1b).
    pub(in crate::table) fn offer_draw(
        &mut self,
        c: Color,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.playing()?;
        self.game.offer_draw(c)?;
        self.mark_offer();
        events.push(Event::DrawOffered(c));
        Ok(())
    }

    /// Notes the offer just made after the offerer's move (9.1b: "(=)" on the scoresheet).
    pub(in crate::table) fn mark_offer(&mut self) {
        let plies = self.game.moves().len() + self.line.played.len();
        if plies > 0 && !self.offer_marks.contains(&plies) {
            self.offer_marks.push(plies);
        }
    }

    /// `c` accepts the opponent's offer (5.2c).
    pub(in crate::table) fn accept_draw(&mut self, c: Color) -> Result<(), Refusal> {
        self.game.accept_draw(c)?;
        Ok(())
    }

    /// `c` declines the opponent's offer.
    pub(in crate::table) fn decline_draw(
        &mut self,
        c: Color,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.game.decline_draw(c)?;
        events.push(Event::DrawDeclined(c.other()));
        Ok(())
    }

    /// `c` claims a draw (9.2, 9.3): at once if it holds now, else announced for the next move.
    pub(in crate::table) fn claim_draw(
        &mut self,
        c: Color,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if !self.line.played.is_empty() {
            return Err(Refusal::ClaimNotValid);
        }
        self.claim(c, events)
    }

    /// The claim itself, on the legal record.
    fn claim(&mut self, c: Color, events: &mut Vec<Event>) -> Result<(), Refusal> {
        self.playing()?;
        let turn = self.game.position().turn();
        if c != turn {
            return Err(Refusal::NotYourTurn(turn));
        }
        if self.claim_pending.is_some() {
            return Err(Refusal::ClaimPending);
        }
        if !self.game.claims_now().is_empty() {
            self.game.claim_draw()?;
            return Ok(());
        }
        if self.game.claimable().is_empty() {
            return Err(Refusal::ClaimNotValid);
        }
        self.claim_pending = Some(c);
        events.push(Event::ClaimAnnounced(c));
        Ok(())
    }

    /// `c` resigns (5.1b).
    pub(in crate::table) fn resign(&mut self, c: Color) -> Result<(), Refusal> {
        self.game.resign(c)?;
        Ok(())
    }
}
