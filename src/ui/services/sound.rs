//! Short sounds for a move, a capture, a check, low time and the end of the game, synthesised with
//! Web Audio (no sound files). Switched on and off by the player and remembered under
//! [`SOUND_KEY`]. Where the browser has no Web Audio, or refuses to start it, there is silence and
//! never an error.

use crate::table::cues::sound_of;
use crate::ui::core::records::Records;
use crate::ui::core::state::Ctx;
use crate::ui::core::{effect, flag_effect};
use crate::ui::services::local;
use leptos::prelude::*;
use std::cell::RefCell;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

/// The `localStorage` key of the sound switch (`on` or `off`).
pub const SOUND_KEY: &str = "escaque.sound";

pub use crate::table::cues::Sound;

/// The saved switch: on unless the player turned it off.
pub fn saved_setting() -> bool {
    local::get(SOUND_KEY).is_none_or(|v| v != "off")
}

/// Remembers the switch.
pub fn save_setting(on: bool) {
    local::set(SOUND_KEY, if on { "on" } else { "off" });
}

thread_local! {
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// The page's audio context, made on first use (after a gesture, so the browser lets it play).
fn context() -> Option<AudioContext> {
    AUDIO.with(|a| {
        let mut a = a.borrow_mut();
        if a.is_none() {
            *a = AudioContext::new().ok();
        }
        a.clone()
    })
}

/// One enveloped tone: `freq` Hz for `dur` seconds from `at`, at volume `vol`.
fn tone(
    ac: &AudioContext,
    at: f64,
    freq: f32,
    dur: f64,
    kind: OscillatorType,
    vol: f32,
) -> Option<()> {
    let osc = ac.create_oscillator().ok()?;
    osc.set_type(kind);
    osc.frequency().set_value(freq);
    let gain = ac.create_gain().ok()?;
    let g = gain.gain();
    g.set_value_at_time(0.0001, at).ok()?;
    g.exponential_ramp_to_value_at_time(vol, at + 0.006).ok()?;
    g.exponential_ramp_to_value_at_time(0.0001, at + dur).ok()?;
    osc.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&ac.destination()).ok()?;
    osc.start_with_when(at).ok()?;
    osc.stop_with_when(at + dur + 0.02).ok()?;
    Some(())
}

/// Plays a sound now (whatever the switch says; callers check it).
pub fn play(sound: Sound) {
    if let Some(ac) = awake() {
        tones(&ac, sound);
    }
}

/// The audio context, asked to resume if the browser suspended it (in the task of the player's gesture, which lets
/// it).
fn awake() -> Option<AudioContext> {
    let ac = context()?;
    if ac.state() == AudioContextState::Suspended {
        if let Ok(p) = ac.resume() {
            // A refusal to resume is no error of ours: keep it from surfacing as an unhandled rejection.
            leptos::task::spawn_local(async move {
                // A context the browser will not resume stays silent: sounds are a courtesy.
                wasm_bindgen_futures::JsFuture::from(p).await.ok();
            });
        }
    }
    Some(ac)
}

/// The notes of `sound`, scheduled on `ac` from now.
fn tones(ac: &AudioContext, sound: Sound) {
    let now = ac.current_time() + 0.01;
    use OscillatorType::{Sine, Square, Triangle};
    let notes: &[(f64, f32, f64, OscillatorType, f32)] = match sound {
        Sound::Move => &[(0.0, 660.0, 0.07, Triangle, 0.3)],
        Sound::Capture => &[
            (0.0, 330.0, 0.1, Triangle, 0.4),
            (0.0, 990.0, 0.05, Square, 0.05),
        ],
        Sound::Check => &[
            (0.0, 880.0, 0.09, Sine, 0.25),
            (0.1, 1175.0, 0.12, Sine, 0.25),
        ],
        Sound::LowTime => &[
            (0.0, 1000.0, 0.07, Square, 0.06),
            (0.14, 1000.0, 0.07, Square, 0.06),
            (0.28, 1000.0, 0.07, Square, 0.06),
        ],
        Sound::End => &[
            (0.0, 523.25, 0.2, Sine, 0.25),
            (0.13, 659.25, 0.2, Sine, 0.25),
            (0.26, 783.99, 0.2, Sine, 0.25),
            (0.39, 1046.5, 0.35, Sine, 0.25),
        ],
    };
    for &(delay, freq, dur, kind, vol) in notes {
        if tone(ac, now + delay, freq, dur, kind, vol).is_none() {
            return;
        }
    }
}

/// Plays the sounds of the game as it goes: each move, the end, a clock falling under 10 s, and the switch turned on.
pub fn watch(ctx: Ctx, rec: Records) {
    // The audio context is made when the page is first idle, not in the first move's task, where it cost that move
    // tens of milliseconds on a phone (issue 41). Made outside a gesture it may start suspended: the move's gesture
    // resumes it ([`awake`]).
    if rec.sound.get_untracked() {
        crate::ui::core::lull::when_idle(Box::new(|| {
            context();
        }));
    }
    // The events of each change of the table, as the table reported them: no copy of the game is kept to compare.
    effect(move |_| {
        let sound = ctx
            .events
            .with(|(_, events)| sound_of(events, ctx.snap.with_untracked(|s| s.aids)));
        if let Some(s) = sound {
            if rec.sound.get_untracked() {
                // Woken in the gesture's task; its notes scheduled once the move is painted.
                if let Some(ac) = awake() {
                    crate::ui::core::after_paint(Box::new(move || tones(&ac, s)));
                }
            }
        }
    });
    // A clock going under ten seconds is heard once.
    // Switched on: a tone says so (the switch is in the first module; the sounds come with this watch).
    flag_effect(move |was| {
        let on = rec.sound.get();
        if on && was == Some(false) {
            play(Sound::Move);
        }
        on
    });
    crate::ui::services::warning::on_warning(ctx, move |_| {
        if rec.sound.get_untracked() {
            play(Sound::LowTime);
        }
    });
}
