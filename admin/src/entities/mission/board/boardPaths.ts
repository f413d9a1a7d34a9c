// The dispatcher's mission screens (operations §2): the board and the mission form (id 0 = new).
export const MISSION_BOARD_PATH = '/dispatch/mission';
export const missionEditPath = (id: number) => `/dispatch/mission/edit/${id}`;
